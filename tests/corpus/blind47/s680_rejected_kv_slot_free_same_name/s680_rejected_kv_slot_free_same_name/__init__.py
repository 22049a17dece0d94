"""KV-slot release for rejected draft tokens after verification."""
