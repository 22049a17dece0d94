from . import _kernels  # noqa: F401  (registers torch.ops.blind48_s722.*)
from . import _fake  # noqa: F401  (fake / meta implementations)
from .sampling import top_k_renorm_prob
