import torch

ENTRY = "s1284_ssm_decode_kernel_probe.decode:mamba_decode_step"


def inputs():
    batch, hidden, d_inner, d_state = 2, 8, 8, 4
    torch.manual_seed(0)
    return (
        torch.randn(batch, hidden),
        torch.zeros(batch, d_inner, d_state),
        torch.randn(hidden, 3 * d_inner + 2 * d_state) * 0.1,
        torch.zeros(d_inner, d_state),
        torch.ones(d_inner),
        torch.zeros(d_inner),
        torch.randn(d_inner, hidden) * 0.1,
    )
