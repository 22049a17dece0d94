import torch

ENTRY = "s416_flex_document_mask_disabled_builder.packed_prefill:step"


def inputs():
    q = torch.randn(6, 8)
    k = torch.randn(6, 8)
    v = torch.randn(6, 8)
    document_ids = torch.tensor([0, 0, 0, 1, 1, 1])
    return (q, k, v, document_ids)
