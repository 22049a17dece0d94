import torch

from s414_chunked_local_attention_virtual_batches.llama4_attention import make_layer

ENTRY = "s414_chunked_local_attention_virtual_batches.llama4_attention:Llama4ChunkedAttention.forward_extend"


def inputs():
    layer = make_layer()
    q = torch.randn(6, 2, 4)
    k = torch.randn(6, 2, 4)
    v = torch.randn(6, 2, 4)
    seq_lens = torch.tensor([4, 2])
    return (layer, q, k, v, seq_lens)
