import torch

ENTRY = "h028_compile_only_shape_log.embed:embed_tokens"


def inputs():
    return (torch.tensor([[1, 5, 7]]),)
