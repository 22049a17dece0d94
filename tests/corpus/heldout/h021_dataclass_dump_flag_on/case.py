import torch

ENTRY = "h021_dataclass_dump_flag_on.decoder:run_decoder"


def inputs():
    return (torch.randn(3, 8),)
