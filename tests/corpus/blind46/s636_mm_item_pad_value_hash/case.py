import torch

from s636_mm_item_pad_value_hash.hashing import tensor_hash

ENTRY = "s636_mm_item_pad_value_hash.model:compiled"


def inputs():
    torch.manual_seed(0)
    pixel_features = torch.randn(1, 3, 12)
    pad = tensor_hash([pixel_features]) % (1 << 30)
    input_ids = torch.tensor([1, 4, pad, pad, pad, 9, 2])
    return (input_ids, pixel_features)
