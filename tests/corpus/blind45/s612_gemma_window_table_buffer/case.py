import torch

ENTRY = "s612_gemma_window_table_buffer.model:prefill"


def inputs():
    return (torch.randn(4, 8),)
