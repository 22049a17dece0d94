import torch

ENTRY = "s110_encoder_latency_metrics.pipeline:encode_batch"


def inputs():
    # 3 audio/image items already patchified to 4 tokens x 8 dims each
    return (torch.randn(3, 4, 8),)
