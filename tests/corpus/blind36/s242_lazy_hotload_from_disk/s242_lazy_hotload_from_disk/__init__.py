from .manager import AdapterManager
from .layer import AdaptedMLP, model, compiled_model
