"""EAGLE-2 dynamic draft tree: rerank candidates and build the verify mask."""
