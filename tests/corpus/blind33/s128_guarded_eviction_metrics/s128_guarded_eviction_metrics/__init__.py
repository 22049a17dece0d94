"""SnapKV-style observation-window compression with eager-only metrics."""
