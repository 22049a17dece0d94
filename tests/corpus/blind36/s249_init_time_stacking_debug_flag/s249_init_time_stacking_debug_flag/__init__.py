from .model import StackedLoRAModel, model
