from .imputers import IMPUTERS, register_imputer  # noqa: F401
from .model import MaskedConvEncoder, build_model  # noqa: F401
