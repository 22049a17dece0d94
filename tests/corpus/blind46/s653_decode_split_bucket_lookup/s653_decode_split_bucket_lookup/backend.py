import torch

from .split_table import DecodeKernelConfig, KVSplitTable


def decode_attention_fwd(q, k_buffer, v_buffer, seq_lens, cfg: DecodeKernelConfig, sm_scale: float):
    # q: [bs, d], k/v: [bs, max_len, d]; emulate split-KV decode with a final reduce
    bs, max_len, _ = k_buffer.shape
    positions = torch.arange(max_len)
    mask = positions[None, :] < seq_lens[:, None]
    split = (max_len + cfg.num_kv_splits - 1) // cfg.num_kv_splits
    partial_out, partial_lse = [], []
    for s in range(0, max_len, split):
        k = k_buffer[:, s:s + split]
        v = v_buffer[:, s:s + split]
        scores = torch.einsum("bd,bnd->bn", q, k) * sm_scale
        scores = scores.masked_fill(~mask[:, s:s + split], float("-inf"))
        lse = torch.logsumexp(scores, dim=-1)
        probs = torch.exp(scores - lse[:, None]).nan_to_num(0.0)
        partial_out.append(torch.einsum("bn,bnd->bd", probs, v))
        partial_lse.append(lse)
    lse_all = torch.stack(partial_lse, dim=0)
    weights = torch.softmax(lse_all, dim=0).nan_to_num(0.0)
    return (weights[..., None] * torch.stack(partial_out, dim=0)).sum(dim=0)


class TritonAttnBackend:
    def __init__(self, head_dim: int, max_len: int = 8):
        self.head_dim = head_dim
        self.max_len = max_len
        self.sm_scale = head_dim ** -0.5
        self.split_table = KVSplitTable()
        self.k_buffer = torch.randn(4, max_len, head_dim)
        self.v_buffer = torch.randn(4, max_len, head_dim)

    def forward_decode(self, q, seq_lens):
        cfg = self.split_table.lookup(seq_lens)
        return decode_attention_fwd(q, self.k_buffer, self.v_buffer, seq_lens, cfg, self.sm_scale)
