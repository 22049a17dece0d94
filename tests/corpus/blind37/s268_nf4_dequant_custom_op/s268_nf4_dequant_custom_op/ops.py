"""NF4 dequantization wrapped as an opaque custom op.

The reference implementation goes through numpy and a Python lookup table,
which dynamo could never trace; registering it as a custom op keeps it out of
the traced graph.
"""
import numpy as np
import torch

NF4_CODEBOOK = [
    -1.0, -0.6962, -0.5251, -0.3949, -0.2844, -0.1848, -0.0911, 0.0,
    0.0796, 0.1609, 0.2461, 0.3379, 0.4407, 0.5626, 0.7230, 1.0,
]


@torch.library.custom_op("corpus_s268::nf4_dequant", mutates_args=())
def nf4_dequant(packed: torch.Tensor, absmax: torch.Tensor, block: int) -> torch.Tensor:
    raw = packed.cpu().numpy()
    codes = np.stack([raw >> 4, raw & 0xF], axis=-1).reshape(raw.shape[0], -1)
    table = np.asarray(NF4_CODEBOOK, dtype=np.float32)
    vals = table[codes]
    scales = np.repeat(absmax.cpu().numpy(), block, axis=1)
    return torch.from_numpy(vals * scales).to(packed.device)


@nf4_dequant.register_fake
def _(packed: torch.Tensor, absmax: torch.Tensor, block: int) -> torch.Tensor:
    return packed.new_empty((packed.shape[0], packed.shape[1] * 2), dtype=torch.float32)
