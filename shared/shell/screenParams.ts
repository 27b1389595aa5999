// The parameters a route pattern gives its screen, as a type: '/sighting/:imageId' gives { imageId: string },
// '/search/:image?' gives { image?: string }. So an area's screen cannot ask for a parameter its path lacks.

type Segment<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segment<Rest> : P

type RequiredParams<P extends string> = { [S in Segment<P> as S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never]: string }
type OptionalParams<P extends string> = { [S in Segment<P> as S extends `:${infer Name}?` ? Name : never]?: string }

export type ParamsOf<P extends string> = RequiredParams<P> & OptionalParams<P>
