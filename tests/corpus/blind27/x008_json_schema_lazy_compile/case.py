import torch

ENTRY = "x008_json_schema_lazy_compile.processor:json_mode_logits"


def inputs():
    return (torch.randn(4, 10), torch.tensor([True, False, True, False]))
