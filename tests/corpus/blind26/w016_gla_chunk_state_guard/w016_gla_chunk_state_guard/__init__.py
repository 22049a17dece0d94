from .chunked import chunk_gla_forward
