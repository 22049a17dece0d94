import torch

from f017_kernel_key_hashlib_sha256.gptq import GPTQLinearMethod, make_layer

ENTRY = "f017_kernel_key_hashlib_sha256.gptq:GPTQLinearMethod.apply"

_method = GPTQLinearMethod(bits=4, group_size=4)
_layer = make_layer(8, 6, group_size=4)


def inputs():
    return (_method, _layer, torch.randn(3, 8))
