from __future__ import annotations

import dataclasses
import hashlib
import os
from pathlib import Path
from typing import Tuple

JIT_DIR = Path(os.environ.get("S013_JIT_CACHE", "~/.cache/s013/jit")).expanduser()
DEFAULT_CFLAGS = ("-O3", "-std=c++17")
DEFAULT_CUDA_CFLAGS = ("-O3", "--use_fast_math", "-DNDEBUG")


@dataclasses.dataclass(frozen=True)
class JitSpec:
    name: str
    sources: Tuple[str, ...]
    extra_cflags: Tuple[str, ...] = ()
    extra_cuda_cflags: Tuple[str, ...] = ()

    @property
    def flags(self) -> Tuple[str, ...]:
        return DEFAULT_CFLAGS + self.extra_cflags + DEFAULT_CUDA_CFLAGS + self.extra_cuda_cflags

    @property
    def uri(self) -> str:
        # Two specs with the same name but different flags must not share a .so
        digest = hashlib.sha256("\0".join(self.flags).encode()).hexdigest()[:12]
        return f"{self.name}_{digest}"

    @property
    def build_dir(self) -> Path:
        return JIT_DIR / self.uri

    @property
    def library_path(self) -> Path:
        return self.build_dir / f"{self.uri}.so"


def gen_jit_spec(name: str, sources, *, extra_cflags=(), extra_cuda_cflags=()) -> JitSpec:
    return JitSpec(
        name=name,
        sources=tuple(str(s) for s in sources),
        extra_cflags=tuple(extra_cflags),
        extra_cuda_cflags=tuple(extra_cuda_cflags),
    )
