import torch

from s283_stream_state_storage_key.streaming import StreamingEncoder

ENTRY = "s283_stream_state_storage_key.streaming:StreamingEncoder.step"

_ENC = StreamingEncoder()


def inputs():
    return (_ENC, torch.randn(1, 4, 8))
