import torch

ENTRY = "v018_streaming_vocoder_lookahead_snapshot.engine:stream_step"


def inputs():
    mel_chunk = torch.randn(1, 8, 4)       # current chunk (B, n_mels, frames)
    lookahead = torch.randn(1, 8, 2)       # frames peeked from the next chunk
    return (mel_chunk, lookahead)
