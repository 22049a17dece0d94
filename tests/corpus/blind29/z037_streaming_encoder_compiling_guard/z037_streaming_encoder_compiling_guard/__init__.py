from .encoder import ChunkedEncoder, encode_chunk
