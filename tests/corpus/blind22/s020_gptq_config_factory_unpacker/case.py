import torch

ENTRY = "s020_gptq_config_factory_unpacker.model:compiled_block"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(3, 16),)
