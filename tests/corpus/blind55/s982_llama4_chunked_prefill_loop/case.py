import torch

ENTRY = "s982_llama4_chunked_prefill_loop.model_runner:forward_extend"


def inputs():
    return (torch.randn(8, 16), torch.arange(8))
