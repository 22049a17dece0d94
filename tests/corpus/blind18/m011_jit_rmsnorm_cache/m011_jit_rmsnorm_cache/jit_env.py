import os
from dataclasses import dataclass, field

_DEFAULT_CACHE = os.path.join(os.path.expanduser("~"), ".cache", "corpus_jit")


@dataclass(frozen=True)
class JitSpec:
    name: str
    sources: tuple = ()
    extra_cflags: tuple = ("-O3",)
    extra_cuda_cflags: tuple = ("-O3", "--use_fast_math")
    tags: dict = field(default_factory=dict)

    @property
    def module_name(self) -> str:
        return f"{self.name}_{abs(hash(self.sources)) % (1 << 32):08x}"


def jit_cache_dir() -> str:
    return os.environ.get("CORPUS_JIT_CACHE_DIR", _DEFAULT_CACHE)


def built_library_path(spec: JitSpec) -> str:
    return os.path.join(jit_cache_dir(), spec.module_name, f"{spec.module_name}.so")
