import torch

ENTRY = "s1073_microbatch_generator_logging.pipeline:tbo_forward"


def inputs():
    return (torch.randn(5, 8),)
