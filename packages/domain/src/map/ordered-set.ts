type Node<T> = { value: T; priority: number; left: Node<T> | null; right: Node<T> | null };

const rotateRight = <T>(node: Node<T>): Node<T> => {
  const top = node.left as Node<T>;
  node.left = top.right;
  top.right = node;
  return top;
};

const rotateLeft = <T>(node: Node<T>): Node<T> => {
  const top = node.right as Node<T>;
  node.right = top.left;
  top.left = node;
  return top;
};

/** Joins two treaps where every value of `low` sorts before every value of `high`. */
const join = <T>(low: Node<T> | null, high: Node<T> | null): Node<T> | null => {
  if (!low) return high;
  if (!high) return low;
  if (low.priority > high.priority) {
    low.right = join(low.right, high);
    return low;
  }
  high.left = join(low, high.left);
  return high;
};

/**
 * A set kept in order by `compare` (a treap: random priorities keep it balanced, so insert, remove
 * and the neighbours of a value take O(log n) expected whatever order the values come in). Values are
 * found by identity; `compare` must order distinct values strictly.
 */
export class OrderedSet<T> {
  private root: Node<T> | null = null;

  constructor(private readonly compare: (a: T, b: T) => number) {}

  insert(value: T): void {
    this.root = this.insertInto(this.root, { value, priority: Math.random(), left: null, right: null });
  }

  remove(value: T): void {
    this.root = this.removeFrom(this.root, value);
  }

  /** The values just before and just after `value`, which is in the set. */
  neighbours(value: T): [before: T | undefined, after: T | undefined] {
    let before: T | undefined;
    let after: T | undefined;
    let node = this.root;
    while (node && node.value !== value) {
      if (this.compare(value, node.value) < 0) {
        after = node.value;
        node = node.left;
      } else {
        before = node.value;
        node = node.right;
      }
    }
    if (node?.left) {
      let last = node.left;
      while (last.right) last = last.right;
      before = last.value;
    }
    if (node?.right) {
      let first = node.right;
      while (first.left) first = first.left;
      after = first.value;
    }
    return [before, after];
  }

  private insertInto(node: Node<T> | null, fresh: Node<T>): Node<T> {
    if (!node) return fresh;
    if (this.compare(fresh.value, node.value) < 0) {
      node.left = this.insertInto(node.left, fresh);
      return node.left.priority > node.priority ? rotateRight(node) : node;
    }
    node.right = this.insertInto(node.right, fresh);
    return node.right.priority > node.priority ? rotateLeft(node) : node;
  }

  private removeFrom(node: Node<T> | null, value: T): Node<T> | null {
    if (!node) return null;
    if (node.value === value) return join(node.left, node.right);
    if (this.compare(value, node.value) < 0) node.left = this.removeFrom(node.left, value);
    else node.right = this.removeFrom(node.right, value);
    return node;
  }
}
