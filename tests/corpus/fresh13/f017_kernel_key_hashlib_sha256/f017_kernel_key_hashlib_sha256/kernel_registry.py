import hashlib

_KERNELS: dict[str, object] = {}


def kernel_key(bits: int, group_size: int, n: int, k: int) -> str:
    spec = f"gptq_w{bits}_g{group_size}_n{n}_k{k}"
    return hashlib.sha256(spec.encode()).hexdigest()[:16]


def lookup(key: str):
    return _KERNELS.get(key)
