import torch

ENTRY = "v102_session_turn_logger.decode:decode_step"


def inputs():
    return (torch.randn(1, 4, 8),)
