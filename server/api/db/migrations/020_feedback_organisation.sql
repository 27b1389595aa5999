-- Write to us (issue 33): each message keeps the sender's organisation as it was when sent, beside their email,
-- and is found by its sender and time for the per-user limit.
ALTER TABLE feedback ADD COLUMN organization TEXT NOT NULL DEFAULT '';
CREATE INDEX feedback_by_user_time ON feedback (user_id, created_at);
