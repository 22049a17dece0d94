import torch

ENTRY = "c082_dataclass_factory_request_id.sampler:compiled"


def inputs():
    return (torch.randn(2, 16),)
