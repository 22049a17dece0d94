import torch


def _unpack_int4_rows(qweight: torch.Tensor) -> torch.Tensor:
    shifts = torch.arange(0, 32, 4, dtype=torch.int32, device=qweight.device)
    w = (qweight.unsqueeze(1) >> shifts.view(1, -1, 1)) & 0xF
    return w.reshape(-1, qweight.shape[-1])


@torch.library.custom_op("corpus_s1277::gptq_gemm", mutates_args=())
def gptq_gemm(
    a: torch.Tensor,
    b_q_weight: torch.Tensor,
    b_gptq_qzeros: torch.Tensor,
    b_gptq_scales: torch.Tensor,
    b_g_idx: torch.Tensor,
    use_exllama: bool,
    bit: int,
) -> torch.Tensor:
    k = b_g_idx.numel()
    group_size = k // b_gptq_scales.shape[0]
    trivial = torch.equal(b_g_idx, torch.arange(k, dtype=b_g_idx.dtype) // group_size)
    if not trivial:
        perm = torch.argsort(b_g_idx)
        a = a[:, perm]
        b_g_idx = b_g_idx[perm]
    w = _unpack_int4_rows(b_q_weight)
    zshifts = torch.arange(0, 32, 4, dtype=torch.int32)
    zeros = ((b_gptq_qzeros.unsqueeze(-1) >> zshifts) & 0xF).reshape(b_gptq_qzeros.shape[0], -1)
    out = torch.empty(a.shape[0], w.shape[1], dtype=a.dtype)
    for g in range(b_gptq_scales.shape[0]):
        rows = (b_g_idx == g).nonzero().flatten().tolist()
        if not rows:
            continue
        lo, hi = rows[0], rows[-1] + 1
        w_g = (w[lo:hi] - zeros[g]).to(a.dtype) * b_gptq_scales[g]
        if g == 0:
            out.copy_(a[:, lo:hi] @ w_g)
        else:
            out.add_(a[:, lo:hi] @ w_g)
    return out


@gptq_gemm.register_fake
def _(a, b_q_weight, b_gptq_qzeros, b_gptq_scales, b_g_idx, use_exllama, bit):
    return a.new_empty((a.shape[0], b_q_weight.shape[1]))


def gptq_shuffle(q_weight: torch.Tensor, q_perm: torch.Tensor, bit: int) -> None:
    # exllama shuffle is a no-op for the reference layout
    return None
