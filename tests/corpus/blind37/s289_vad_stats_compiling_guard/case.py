import torch

ENTRY = "s289_vad_stats_compiling_guard.encoder:StreamingVADEncoder.forward"

from s289_vad_stats_compiling_guard.encoder import StreamingVADEncoder

_ENC = StreamingVADEncoder()


def inputs():
    return (_ENC, torch.randn(2, 6, 8))
