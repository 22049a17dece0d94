import torch

ENTRY = "s496_gemma_embed_scale_warning_once.modeling_gemma:embed_and_project"


def inputs():
    return (torch.randint(0, 40, (2, 5)),)
