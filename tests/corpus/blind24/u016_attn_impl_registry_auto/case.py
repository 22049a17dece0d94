import torch

from u016_attn_impl_registry_auto.modeling import GPTLiteConfig, GPTLiteModel

ENTRY = "u016_attn_impl_registry_auto.modeling:GPTLiteModel.forward"


def inputs():
    torch.manual_seed(0)
    model = GPTLiteModel(GPTLiteConfig()).eval()
    return (model, torch.randint(0, 96, (2, 7)))
