#!/usr/bin/env python
"""Make a HAND-fixed copy of flashinfer 0.6.8.post1 (a development stand-in for `compilelint fix`).

    python examples/glm5_dense/hand_fix.py DEST [--source .targets/flashinfer-0.6.8.post1]

Copies SOURCE to DEST and rewrites ``flashinfer/quantization/fp4_quantization.py`` the way the
opaque-op fix strategy does (and as flashinfer upstream later did, 0.6.12 / 0.7.x): the original
``fp4_quantize`` is renamed ``_fp4_quantize_impl``; a ``torch.library.custom_op``
``flashinfer::fp4_quantize`` calls it, with a ``register_fake`` giving the exact output shapes and
dtypes (uint8 [.., K/2]; uint8 scale factors [round_up(M,128), round_up(K/16,4)] / 8x4 /
linear); the public ``fp4_quantize`` keeps its signature and calls the op. Callers are unchanged.

validate.py never uses this implicitly: pass the result with ``--flashinfer-fixed DEST``; the
JSON then says which fix it measured.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_SOURCE = os.path.join(REPO, ".targets", "flashinfer-0.6.8.post1")
MODULE = os.path.join("flashinfer", "quantization", "fp4_quantization.py")
MARKER = "# compilelint example hand fix: fp4_quantize as an opaque custom op"

PATCH = '''

''' + MARKER + '''
def _fp4_quantize_fake(
    input: torch.Tensor,
    global_scale: Optional[torch.Tensor] = None,
    sf_vec_size: int = 16,
    sf_use_ue8m0: bool = False,
    is_sf_swizzled_layout: bool = True,
    is_sf_8x4_layout: bool = False,
    enable_pdl: Optional[bool] = None,
    backend: str = "cuda",
) -> Tuple[torch.Tensor, torch.Tensor]:
    is_column_major = input.stride(-2) == 1
    if is_column_major:
        m = input.shape[-1]
        k = input.shape[-2]
        x_q = input.new_empty((*input.shape[:-2], k // 2, m), dtype=torch.uint8)
    else:
        m = input.numel() // input.shape[-1]
        k = input.shape[-1]
        x_q = input.new_empty((*input.shape[:-1], k // 2), dtype=torch.uint8)
    if is_sf_swizzled_layout:
        sf_rows = round_up(m, 8 if is_sf_8x4_layout else 128)
        sf_cols = round_up(k // sf_vec_size, 4)
    else:
        sf_rows = m
        sf_cols = k // sf_vec_size
    if is_column_major:
        sf = input.new_empty((sf_cols, sf_rows), dtype=torch.uint8)
    else:
        sf = input.new_empty((sf_rows, sf_cols), dtype=torch.uint8)
    return x_q, sf


@torch.library.custom_op("flashinfer::fp4_quantize", mutates_args=())
def _fp4_quantize_op(
    input: torch.Tensor,
    global_scale: Optional[torch.Tensor] = None,
    sf_vec_size: int = 16,
    sf_use_ue8m0: bool = False,
    is_sf_swizzled_layout: bool = True,
    is_sf_8x4_layout: bool = False,
    enable_pdl: Optional[bool] = None,
    backend: str = "cuda",
) -> Tuple[torch.Tensor, torch.Tensor]:
    return _fp4_quantize_impl(
        input,
        global_scale,
        sf_vec_size,
        sf_use_ue8m0,
        is_sf_swizzled_layout=is_sf_swizzled_layout,
        is_sf_8x4_layout=is_sf_8x4_layout,
        enable_pdl=enable_pdl,
        backend=backend,
    )


_fp4_quantize_op.register_fake(_fp4_quantize_fake)


def fp4_quantize(
    input: torch.Tensor,
    global_scale: Optional[torch.Tensor] = None,
    sf_vec_size: int = 16,
    sf_use_ue8m0: bool = False,
    is_sf_swizzled_layout: bool = True,
    is_sf_8x4_layout: bool = False,
    enable_pdl: Optional[bool] = None,
    backend: str = "cuda",
) -> Tuple[torch.Tensor, torch.Tensor]:
    return torch.ops.flashinfer.fp4_quantize(
        input,
        global_scale,
        sf_vec_size,
        sf_use_ue8m0,
        is_sf_swizzled_layout,
        is_sf_8x4_layout,
        enable_pdl,
        backend,
    )


fp4_quantize.__doc__ = _fp4_quantize_impl.__doc__
'''


def hand_fix(dest: str, source: str = DEFAULT_SOURCE) -> str:
    if os.path.exists(dest):
        raise SystemExit(f"error: {dest} exists")
    shutil.copytree(source, dest, symlinks=True)
    path = os.path.join(dest, MODULE)
    with open(path) as f:
        text = f.read()
    new, n = re.subn(r"^def fp4_quantize\(", "def _fp4_quantize_impl(", text, flags=re.M)
    if n != 1:
        raise SystemExit(f"error: expected one top-level 'def fp4_quantize(' in {path}, got {n}")
    with open(path, "w") as f:
        f.write(new + PATCH)
    return dest


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    ap.add_argument("dest")
    ap.add_argument("--source", default=DEFAULT_SOURCE)
    args = ap.parse_args(argv)
    print(hand_fix(args.dest, args.source))
    return 0


if __name__ == "__main__":
    sys.exit(main())
