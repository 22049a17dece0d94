import torch

ENTRY = "s230_debug_dump_dead_flag.pipeline:run_processors"


def inputs():
    g = torch.Generator().manual_seed(9)
    logits = torch.randn(4, 16, generator=g)
    prev_tokens = torch.randint(0, 16, (4, 6), generator=g)
    return (logits, prev_tokens)
