"""Thread-safe recurrent state pool shared by a multi-stream decode server."""
