import torch

ENTRY = "y026_dropout_schedule_logging.decoder:decode_step"


def inputs():
    return (torch.randn(2, 8),)
