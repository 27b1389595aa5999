// The cameras of the demo data: real makes and models as their Exif names them, with each maker's
// serial-number habits, lenses, firmware and sensor sizes, so that demo searches look like real ones.

import { itemAt, type Random } from './random.js'

export interface CameraModel {
  make: string
  model: string
  /** Sensor output in pixels, landscape. */
  width: number
  height: number
  /** Share of all sightings; phones dominate what is posted online. */
  weight: number
  kind: 'phone' | 'compact' | 'interchangeable' | 'action' | 'drone'
}

/** One physical camera: the same body is what links sightings across sites and accounts. */
export interface CameraBody {
  model: CameraModel
  serialNumber: string | null
  internalSerialNumber: string | null
  lens: string | null
  lensSerialNumber: string | null
  firmware: string
  ownerName: string | null
  /** The zone offset the camera records with its time ('+02:00'): phones set theirs from the network. */
  zone: string | null
}

/** Where the demo's phones are, by the offset they record. */
const PHONE_ZONES = ['+00:00', '+01:00', '+01:00', '+02:00', '+03:00', '-05:00', '-08:00', '+05:30', '+09:00', '+10:00']

const m = (make: string, model: string, width: number, height: number, weight: number, kind: CameraModel['kind']): CameraModel =>
  ({ make, model, width, height, weight, kind })

export const CAMERA_MODELS: readonly CameraModel[] = [
  m('Apple', 'iPhone 6', 3264, 2448, 6, 'phone'),
  m('Apple', 'iPhone 8', 4032, 3024, 7, 'phone'),
  m('Apple', 'iPhone X', 4032, 3024, 6, 'phone'),
  m('Apple', 'iPhone 11', 4032, 3024, 8, 'phone'),
  m('Apple', 'iPhone 12 Pro', 4032, 3024, 6, 'phone'),
  m('Apple', 'iPhone 13', 4032, 3024, 7, 'phone'),
  m('Apple', 'iPhone 14 Pro', 4032, 3024, 5, 'phone'),
  m('samsung', 'SM-G930F', 4032, 3024, 5, 'phone'),
  m('samsung', 'SM-G973F', 4032, 3024, 5, 'phone'),
  m('samsung', 'SM-A515F', 4000, 3000, 5, 'phone'),
  m('samsung', 'SM-S901B', 4000, 3000, 4, 'phone'),
  m('Google', 'Pixel 3', 4032, 3024, 3, 'phone'),
  m('Google', 'Pixel 6', 4080, 3072, 3, 'phone'),
  m('HUAWEI', 'ELE-L29', 3648, 2736, 3, 'phone'),
  m('Xiaomi', 'Redmi Note 8 Pro', 4624, 3472, 3, 'phone'),
  m('LGE', 'LG-H870', 4032, 3024, 2, 'phone'),
  m('motorola', 'moto g(7)', 4000, 3000, 2, 'phone'),
  m('Canon', 'Canon EOS 600D', 5184, 3456, 3, 'interchangeable'),
  m('Canon', 'Canon EOS 5D Mark III', 5760, 3840, 2, 'interchangeable'),
  m('Canon', 'Canon EOS 80D', 6000, 4000, 2, 'interchangeable'),
  m('Canon', 'Canon EOS R5', 8192, 5464, 1, 'interchangeable'),
  m('Canon', 'Canon PowerShot SX60 HS', 4608, 3456, 1, 'compact'),
  m('Canon', 'Canon PowerShot G7 X Mark II', 5472, 3648, 1, 'compact'),
  m('NIKON CORPORATION', 'NIKON D3200', 6016, 4000, 2, 'interchangeable'),
  m('NIKON CORPORATION', 'NIKON D750', 6016, 4016, 2, 'interchangeable'),
  m('NIKON CORPORATION', 'NIKON Z 6', 6048, 4024, 1, 'interchangeable'),
  m('NIKON', 'COOLPIX P6000', 4224, 3168, 1, 'compact'),
  m('SONY', 'ILCE-7M3', 6000, 4000, 2, 'interchangeable'),
  m('SONY', 'ILCE-6000', 6000, 4000, 2, 'interchangeable'),
  m('SONY', 'DSC-RX100M3', 5472, 3648, 1, 'compact'),
  m('SONY', 'DSC-HX5V', 3648, 2736, 1, 'compact'),
  m('FUJIFILM', 'X-T3', 6240, 4160, 1, 'interchangeable'),
  m('FUJIFILM', 'X100F', 6000, 4000, 1, 'compact'),
  m('OLYMPUS IMAGING CORP.', 'E-M10', 4608, 3456, 1, 'interchangeable'),
  m('OLYMPUS IMAGING CORP.', 'E-P3', 4032, 3024, 1, 'interchangeable'),
  m('Panasonic', 'DMC-LX3', 3648, 2736, 1, 'compact'),
  m('Panasonic', 'DMC-GH4', 4608, 3456, 1, 'interchangeable'),
  m('PENTAX', 'PENTAX K-5', 4928, 3264, 1, 'interchangeable'),
  m('GoPro', 'HERO7 Black', 4000, 3000, 1, 'action'),
  m('DJI', 'FC3170', 4000, 3000, 1, 'drone'),
  m('Hasselblad', 'L1D-20c', 5472, 3648, 1, 'drone'),
]

/** Lenses as the Exif LensModel tag names them, per make of interchangeable-lens body. */
const LENSES: Record<string, readonly string[]> = {
  Canon: ['EF-S18-55mm f/3.5-5.6 IS II', 'EF50mm f/1.8 STM', 'EF24-105mm f/4L IS USM', 'RF24-105mm F4 L IS USM', 'EF70-200mm f/2.8L IS II USM'],
  'NIKON CORPORATION': ['AF-S DX NIKKOR 18-55mm f/3.5-5.6G VR', 'AF-S NIKKOR 50mm f/1.8G', 'NIKKOR Z 24-70mm f/4 S', 'AF-S NIKKOR 24-120mm f/4G ED VR'],
  SONY: ['FE 28-70mm F3.5-5.6 OSS', 'E PZ 16-50mm F3.5-5.6 OSS', 'FE 85mm F1.8', 'FE 24-105mm F4 G OSS'],
  FUJIFILM: ['XF18-55mmF2.8-4 R LM OIS', 'XF35mmF1.4 R', 'XF16-80mmF4 R OIS WR'],
  'OLYMPUS IMAGING CORP.': ['OLYMPUS M.14-42mm F3.5-5.6 II R', 'OLYMPUS M.45mm F1.8'],
  Panasonic: ['LUMIX G VARIO 12-60/F3.5-5.6', 'LEICA DG SUMMILUX 25/F1.4'],
  PENTAX: ['smc PENTAX-DA 18-55mm F3.5-5.6 AL WR', 'smc PENTAX-DA 35mm F2.4 AL'],
}

const PHONE_LENS: Record<string, string> = {
  Apple: 'back camera 4.15mm f/2.2',
  samsung: 'Samsung rear camera 4.3mm f/1.7',
  Google: 'Pixel rear camera 4.44mm f/1.8',
}

const UPPER = 'ABCDEFGHJKLMNPRSTUVWXYZ'
const UPPER_DIGITS = UPPER + '0123456789'

/** Body serials as each maker writes them: numbers kept as text, with their leading zeros and letters. */
function bodySerial(make: string, random: Random): string | null {
  switch (make) {
    case 'Canon': return random.chance(0.5) ? '0' + random.digits(11) : random.digits(12)
    case 'NIKON CORPORATION': case 'NIKON': return String(random.int(1, 9)) + random.digits(6)
    case 'SONY': return random.digits(7)
    case 'FUJIFILM': return random.digits(2) + random.chars(UPPER, 1) + random.digits(5)
    case 'OLYMPUS IMAGING CORP.': return random.chars(UPPER, 1) + random.digits(1) + random.chars(UPPER, 1) + random.digits(6)
    case 'PENTAX': return random.digits(7)
    case 'GoPro': return 'C' + random.digits(13)
    case 'DJI': case 'Hasselblad': return random.digits(1) + random.chars(UPPER_DIGITS, 5) + random.digits(8)
    default: return null
  }
}

/** Maker-note serials some makers add beside the body serial. */
function internalSerial(make: string, random: Random): string | null {
  switch (make) {
    case 'Canon': return random.chance(0.4) ? random.chars(UPPER, 2) + random.digits(7) : null
    case 'Panasonic': return random.chars(UPPER, 1) + random.digits(12)
    case 'OLYMPUS IMAGING CORP.': return random.digits(16)
    default: return null
  }
}

function lensSerial(make: string, random: Random): string {
  if (make === 'Canon') return random.chance(0.5) ? '0000' + random.hex(6) : random.digits(10)
  if (make === 'OLYMPUS IMAGING CORP.') return random.chars(UPPER, 2) + random.digits(7)
  return random.digits(random.int(7, 10))
}

function firmware(model: CameraModel, random: Random): string {
  switch (model.make) {
    case 'Apple': return `${random.int(9, 17)}.${random.int(0, 6)}.${random.int(0, 3)}`
    case 'samsung': return `${model.model.slice(3)}XXU${random.int(1, 9)}${random.chars(UPPER, 4)}`
    case 'Google': return `HDR+ 1.0.${random.digits(9)}z`
    case 'Canon': case 'PENTAX': return `Firmware Version ${random.int(1, 2)}.${random.int(0, 9)}.${random.int(0, 9)}`
    case 'NIKON CORPORATION': case 'NIKON': return `Ver.${random.int(1, 2)}.${random.digits(2)}`
    case 'GoPro': return `H18.01.01.${random.int(10, 99)}.00`
    default: return `Ver.${random.int(1, 3)}.${random.int(0, 9)}`
  }
}

const OWNER_FIRST = ['Anna', 'James', 'Maria', 'Peter', 'Yuki', 'Lena', 'Omar', 'Sofia', 'Tom', 'Ines', 'Ravi', 'Chen']
const OWNER_LAST = ['Berg', 'Novak', 'Garcia', 'Smith', 'Tanaka', 'Kowalski', 'Haddad', 'Rossi', 'Murphy', 'Silva', 'Patel', 'Wang']

const TOTAL_WEIGHT = CAMERA_MODELS.reduce((sum, model) => sum + model.weight, 0)

function pickModel(random: Random): CameraModel {
  let left = random.next() * TOTAL_WEIGHT
  for (const model of CAMERA_MODELS) {
    left -= model.weight
    if (left < 0) return model
  }
  return itemAt(CAMERA_MODELS, CAMERA_MODELS.length - 1)
}

export function makeCameraBody(random: Random): CameraBody {
  const model = pickModel(random)
  const interchangeable = model.kind === 'interchangeable'
  const lens = interchangeable ? random.pick(LENSES[model.make] ?? ['']) || null : (PHONE_LENS[model.make] ?? null)
  return {
    model,
    serialNumber: bodySerial(model.make, random),
    internalSerialNumber: internalSerial(model.make, random),
    lens: model.kind === 'phone' ? `${model.model} ${lens ?? 'back camera'}` : lens,
    // Some lenses write an all-zero serial: a placeholder that would tie unrelated cameras together.
    lensSerialNumber: interchangeable && random.chance(0.6) ? (random.chance(0.1) ? '0000000000' : lensSerial(model.make, random)) : null,
    firmware: firmware(model, random),
    // Owners who set their name in the camera menu: rare, and a strong lead when present.
    ownerName: model.kind !== 'phone' && random.chance(0.08) ? `${random.pick(OWNER_FIRST)} ${random.pick(OWNER_LAST)}` : null,
    zone: model.kind === 'phone' ? random.pick(PHONE_ZONES) : null,
  }
}

/** File names as each maker's camera writes them. */
export function cameraFileName(model: CameraModel, random: Random, takenAt: Date): string {
  const n4 = random.digits(4)
  const stamp = takenAt.toISOString().replace(/[-:T]/g, '').slice(0, 15)
  switch (model.make) {
    case 'Apple': case 'Canon': return `IMG_${n4}.JPG`
    case 'NIKON CORPORATION': case 'NIKON': return `DSC_${n4}.JPG`
    case 'SONY': return `DSC0${n4}.JPG`
    case 'FUJIFILM': return `DSCF${n4}.JPG`
    case 'OLYMPUS IMAGING CORP.': case 'Panasonic': return `P${random.digits(7)}.JPG`
    case 'PENTAX': return `IMGP${n4}.JPG`
    case 'GoPro': return `GOPR${n4}.JPG`
    case 'DJI': case 'Hasselblad': return `DJI_${n4}.JPG`
    case 'Google': return `PXL_${stamp.slice(0, 8)}_${stamp.slice(8)}${random.digits(3)}.jpg`
    default: return `${stamp.slice(0, 8)}_${stamp.slice(8)}.jpg`
  }
}

/** Editors that rewrite the Software tag after the camera. */
export const EDITORS: readonly string[] = [
  'Adobe Photoshop Lightroom Classic 9.2 (Windows)', 'Adobe Photoshop CC 2019 (Macintosh)', 'GIMP 2.10.30',
  'Snapseed 2.0', 'Picasa 3.0', 'paint.net 4.2.13', 'Instagram',
]
