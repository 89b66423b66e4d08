-- The database schema version 1 as ctxmode 0.1.0 (stop 7) created it: a frozen fixture
-- for the migration test.  Do not edit.
CREATE TABLE IF NOT EXISTS events(
    id INTEGER PRIMARY KEY,
    session_id TEXT NOT NULL,
    type TEXT NOT NULL,
    priority INTEGER NOT NULL,
    key TEXT,
    data TEXT NOT NULL,
    count INTEGER NOT NULL DEFAULT 1,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    stored_at REAL NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS events_by_key ON events(session_id, type, key) WHERE key IS NOT NULL;
CREATE INDEX IF NOT EXISTS events_by_session ON events(session_id, type, updated_at);
CREATE TABLE IF NOT EXISTS session_resume(
    session_id TEXT NOT NULL,
    snapshot TEXT NOT NULL,
    created_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS session_resume_by_session ON session_resume(session_id, created_at);
CREATE TABLE IF NOT EXISTS sessions(
    session_id TEXT PRIMARY KEY,
    agent TEXT,
    project_root TEXT,
    title TEXT,
    model TEXT,
    permission_mode TEXT,
    transcript_path TEXT,
    git_branch TEXT,
    started_at REAL,
    last_activity REAL,
    ended_at REAL,
    event_count INTEGER NOT NULL DEFAULT 0,
    compactions INTEGER NOT NULL DEFAULT 0,
    redactions INTEGER NOT NULL DEFAULT 0,
    last_compact_at REAL,
    last_injected_at REAL,
    last_injected_hash TEXT,
    pinned INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS seen_records(uid TEXT PRIMARY KEY, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT);
CREATE VIRTUAL TABLE IF NOT EXISTS events_fts USING fts5(data, content='events', content_rowid='id');
CREATE TRIGGER IF NOT EXISTS events_fts_insert AFTER INSERT ON events BEGIN INSERT INTO events_fts(rowid, data) VALUES (new.id, new.data); END;
CREATE TRIGGER IF NOT EXISTS events_fts_delete AFTER DELETE ON events BEGIN INSERT INTO events_fts(events_fts, rowid, data) VALUES ('delete', old.id, old.data); END;
CREATE TRIGGER IF NOT EXISTS events_fts_update AFTER UPDATE OF data ON events BEGIN INSERT INTO events_fts(events_fts, rowid, data) VALUES ('delete', old.id, old.data); INSERT INTO events_fts(rowid, data) VALUES (new.id, new.data); END;
PRAGMA user_version=1;
