import torch

ENTRY = "z036_stream_decoder_disabled_metrics.decoder:decode_chunk"


def inputs():
    return (torch.randn(2, 3, 8), torch.zeros(2, 8))
