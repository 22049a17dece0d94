"""Fused-vs-reference comparisons used when kernel verification is on."""
import torch

from . import envs

# (rtol, atol) per dtype, roughly what the kernel unit tests use
_DEFAULT_TOLERANCES = {
    torch.float32: (1e-5, 1e-5),
    torch.float16: (1e-3, 1e-3),
    torch.bfloat16: (1.6e-2, 1e-2),
}


class KernelMismatchError(AssertionError):
    pass


def tolerances_for(dtype: torch.dtype):
    rtol, atol = _DEFAULT_TOLERANCES.get(dtype, (1e-2, 1e-2))
    scale = envs.S554_VERIFY_TOL_SCALE
    return rtol * scale, atol * scale


def assert_close_tol(name: str, actual: torch.Tensor, expected: torch.Tensor) -> None:
    rtol, atol = tolerances_for(actual.dtype)
    if not torch.allclose(actual, expected, rtol=rtol, atol=atol):
        max_err = (actual - expected).abs().max()
        raise KernelMismatchError(f"{name}: fused output differs from reference (max abs err {max_err})")


def verify_against_reference(name, fused_out, reference_fn, *args):
    if not envs.S554_VERIFY_FUSED_KERNELS:
        return fused_out
    expected = reference_fn(*args)
    if isinstance(fused_out, tuple):
        for i, (a, e) in enumerate(zip(fused_out, expected)):
            assert_close_tol(f"{name}[{i}]", a, e)
    else:
        assert_close_tol(name, fused_out, expected)
    return fused_out
