import torch

from .decode_attention import make_decode_attention


class TritonAttnBackend:
    def __init__(self, num_kv_splits: int = 2):
        self.decode_attention_fwd = make_decode_attention(num_kv_splits)

    def forward_decode(self, q, k_buffer, v_buffer, seq_lens):
        return self.decode_attention_fwd(q, k_buffer, v_buffer, seq_lens)


_backend = TritonAttnBackend()


def run_decode(q, k_buffer, v_buffer, seq_lens):
    o = _backend.forward_decode(q, k_buffer, v_buffer, seq_lens)
    return o.reshape(q.shape[0], -1)


run_decode_compiled = torch.compile(run_decode, fullgraph=True)
