from .decoder import StreamingDecoder, decode_chunk
