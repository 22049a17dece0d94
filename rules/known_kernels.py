"""Knowledge base of external kernels whose output shapes/dtypes are known, for the fixer's
opaque-op strategy: when a barrier-laden function (or an external callee reached from the fix
targets) is one of these, its ``register_fake`` implementation comes from here instead of from a
guess.

Each entry records the kernel's public qualified names, its real signature (name, annotation,
default), the return annotation and the body of a fake implementation written against those
parameter names. Shapes and dtypes are copied from the kernel's own code and checked in
``tests/test_fix_fake_vs_flashinfer.py`` against the fake that flashinfer 0.7.4 ships.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class KernelParam:
    name: str
    annotation: str  # source text, as written in the generated op
    default: Optional[str] = None  # source text; None = required

    @property
    def required(self) -> bool:
        return self.default is None


@dataclass(frozen=True)
class KnownKernel:
    key: str
    qualnames: tuple[str, ...]  # every public spelling of the callable
    params: tuple[KernelParam, ...]
    returns: str
    fake_body: str  # statements; may read any parameter by name; ends with ``return``
    uses: tuple[str, ...]  # parameters the fake reads (must exist in a matched signature)
    source: str  # where the shape rules come from
    op_name: str  # suggested op name (without namespace)
    typing_names: tuple[str, ...] = ("Optional",)  # ``typing`` names the annotations need

    def param(self, name: str) -> Optional[KernelParam]:
        return next((p for p in self.params if p.name == name), None)

_FP4_FAKE = '''\
# shapes from flashinfer's own code: packed e2m1 pairs in uint8, one uint8 (e4m3/ue8m0 bits)
# scale per sf_vec_size block; swizzled layouts pad rows to 128 (128x4) or 8 (8x4) and columns
# to 4; column-major input is quantized transposed and transposed back
is_column_major = input.stride(-2) == 1
if is_column_major:
    m = input.shape[-1]
    k = input.shape[-2]
else:
    m = input.numel() // input.shape[-1]
    k = input.shape[-1]
if is_column_major:
    x_q = input.new_empty((*input.shape[:-2], k // 2, m), dtype=torch.uint8)
else:
    x_q = input.new_empty((*input.shape[:-1], k // 2), dtype=torch.uint8)
if is_sf_swizzled_layout:
    row_size = 8 if is_sf_8x4_layout else 128
    sf_rows = (m + row_size - 1) // row_size * row_size
    sf_cols = (k // sf_vec_size + 3) // 4 * 4
else:
    sf_rows = m
    sf_cols = k // sf_vec_size
if is_column_major:
    sf = input.new_empty((sf_cols, sf_rows), dtype=torch.uint8)
else:
    sf = input.new_empty((sf_rows, sf_cols), dtype=torch.uint8)
return x_q, sf
'''

FLASHINFER_FP4_QUANTIZE = KnownKernel(
    key="flashinfer.fp4_quantize",
    qualnames=("flashinfer.fp4_quantize", "flashinfer.quantization.fp4_quantize",
               "flashinfer.quantization.fp4_quantization.fp4_quantize",
               "flashinfer.fp4_quantization.fp4_quantize"),
    params=(
        KernelParam("input", "torch.Tensor"),
        KernelParam("global_scale", "Optional[torch.Tensor]", "None"),
        KernelParam("sf_vec_size", "int", "16"),
        KernelParam("sf_use_ue8m0", "bool", "False"),
        KernelParam("is_sf_swizzled_layout", "bool", "True"),
        KernelParam("is_sf_8x4_layout", "bool", "False"),
        KernelParam("enable_pdl", "Optional[bool]", "None"),
        KernelParam("backend", "str", '"cuda"'),
    ),
    returns="tuple[torch.Tensor, torch.Tensor]",
    fake_body=_FP4_FAKE,
    uses=("input", "sf_vec_size", "is_sf_swizzled_layout", "is_sf_8x4_layout"),
    source=("flashinfer 0.6.8.post1 flashinfer/quantization/fp4_quantization.py: fp4_quantize_sm100 "
            "allocates out_val uint8 (*input.shape[:-1], K // 2) and out_sf uint8 sized by "
            "_compute_swizzled_layout_sf_size(m, k // sf_vec_size, 8 if is_sf_8x4_layout else 128); "
            "fp4_quantize reshapes sf to (-1, round_up(K // sf_vec_size, 4)) when swizzled, else "
            "(-1, K // sf_vec_size), and transposes both back for column-major input"),
    op_name="fp4_quantize",
)

KNOWN_KERNELS: tuple[KnownKernel, ...] = (FLASHINFER_FP4_QUANTIZE,)


def lookup(qualname: Optional[str]) -> Optional[KnownKernel]:
    """The known kernel named ``qualname`` (dotted, ``module:attr`` accepted), else None."""
    if not qualname:
        return None
    q = qualname.replace(":", ".")
    for k in KNOWN_KERNELS:
        if q in k.qualnames:
            return k
    return None


def lookup_by_name(name: str) -> list[KnownKernel]:
    """Known kernels whose public name ends with ``name`` (for call sites spelled through an alias)."""
    last = name.rsplit(".", 1)[-1]
    return [k for k in KNOWN_KERNELS if any(q.rsplit(".", 1)[-1] == last for q in k.qualnames)]


def fake_source(kernel: KnownKernel, fn_name: str, params: list[tuple[str, str, Optional[str]]],
                returns: Optional[str] = None, indent: str = "    ", signature: Optional[str] = None) -> str:
    """Source of a fake function named ``fn_name`` with ``params`` [(name, annotation, default)]
    (``signature``: the parameter list's source, when it must differ from the plain rendering).

    Parameters the fake reads but ``params`` lacks are bound to the kernel's defaults first.
    """
    have = {p[0] for p in params}
    sig = signature if signature is not None else ", ".join(
        f"{n}: {a}" + (f" = {d}" if d is not None else "") for n, a, d in params)
    lines = [f"def {fn_name}({sig}) -> {returns or kernel.returns}:"]
    for u in kernel.uses:
        if u not in have:
            kp = kernel.param(u)
            if kp is None or kp.default is None:
                raise ValueError(f"{kernel.key}: the fake needs `{u}`, which has no default")
            lines.append(f"{indent}{u} = {kp.default}")
    for line in kernel.fake_body.splitlines():
        lines.append((indent + line) if line.strip() else "")
    return "\n".join(lines) + "\n"
