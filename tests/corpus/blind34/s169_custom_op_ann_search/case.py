import torch

ENTRY = "s169_custom_op_ann_search.layer:RetrievalLayer.forward"


def inputs():
    from s169_custom_op_ann_search.layer import RetrievalLayer

    return (RetrievalLayer(), torch.randn(4, 8))
