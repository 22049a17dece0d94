import torch

ENTRY = "s388_streaming_cache_snapshot.session:encode_chunk"


def inputs():
    # one chunk of subsampled features: (batch, chunk_frames, d_model)
    return (torch.randn(1, 4, 16),)
