import torch

ENTRY = "s649_output_token_buffer_init_probes.decode_bookkeeper:compiled"


def inputs():
    return (torch.randn(4, 8), torch.tensor([False, False, True, False]))
